// The meter moved to components/ui (issue 14: sign-up and the password reset share it, with the server's policy).
export { PasswordStrengthMeter } from '../../../components/ui/password-strength-meter';
