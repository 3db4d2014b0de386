/** Lazily loaded section 'authentication': /auth/login and /auth/logout. */
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from '../../features/auth/login-page';
import { LogoutPage } from '../../features/auth/logout-page';

export function Component() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route path="logout" element={<LogoutPage />} />
      <Route path="*" element={<Navigate to="/auth/login" replace />} />
    </Routes>
  );
}
