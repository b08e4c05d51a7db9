/** What a stylesheet import is in jest (jest.config.js maps `*.css` here): no class names. */
export default {};
