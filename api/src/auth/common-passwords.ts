// The most common passwords of public breach lists (6 characters or more, since shorter ones are
// refused anyway), compared lower-cased. A password on this list is refused at sign-up and reset.
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '12345678910', '0123456789',
  '111111', '1111111', '11111111', '000000', '00000000', '121212', '123123', '123321', '654321',
  '666666', '696969', '777777', '888888', '987654321', '112233', '159753', '123654', '147258369',
  '1q2w3e', '1q2w3e4r', '1q2w3e4r5t', 'q1w2e3r4', 'qwerty', 'qwerty1', 'qwerty123', 'qwertyuiop',
  'qweqwe', 'qazwsx', '1qaz2wsx', 'zxcvbnm', 'asdfgh', 'asdfghjkl', 'azerty', 'abc123', 'abcdef',
  'abcd1234', 'a123456', 'aa123456', 'password', 'password1', 'password12', 'password123', 'passw0rd',
  'p@ssw0rd', 'pass123', 'passer', 'iloveyou', 'iloveu', 'princess', 'sunshine', 'football', 'baseball',
  'monkey', 'dragon', 'master', 'letmein', 'welcome', 'welcome1', 'welcome123', 'shadow', 'superman',
  'batman', 'trustno1', 'freedom', 'whatever', 'michael', 'jennifer', 'jordan23', 'charlie', 'hunter2',
  'starwars', 'computer', 'internet', 'secret', 'secret123', 'changeme', 'default', 'admin', 'admin123',
  'administrator', 'root123', 'login', 'test123', 'testing', 'hello123', 'lovely', 'flower', 'loveme',
  'daniel', 'nicole', 'jessica', 'ashley', 'michelle', 'chocolate', 'soccer', 'killer', 'pokemon',
  'cheese', 'summer', 'google', 'samsung', 'mustang', 'access', 'biteme', 'matrix', 'ginger',
  'jesus', 'jesus1', 'jesus123', 'jesuschrist', 'godisgood', 'blessed', 'blessing', 'faith', 'christ',
  'hallelujah', 'amen123', 'heaven', 'angel', 'angels', 'church', 'praise', 'savior', 'trinity',
  'academy', 'academy123', 'student', 'student1', 'student123', 'teacher', 'school', 'leader',
]);
