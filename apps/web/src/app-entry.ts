// The app shell's entry (index.html): the whole app, started at once.
import { startApp } from './main';

void startApp();
