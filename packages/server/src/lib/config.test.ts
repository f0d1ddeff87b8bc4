import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has a working default for everything', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.countryHeader).toBe('cf-ipcountry');
    expect(config.restrictedTerritories).toEqual([]);
    expect(config.corsOrigins).toEqual([]);
  });

  it.each([
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL must be a postgres/],
    [{ DATABASE_URL: 'mysql://localhost/db' }, /DATABASE_URL/],
    [{ REDIS_URL: 'localhost:6379' }, /REDIS_URL must be a redis/],
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT must be 0 to 65535/],
    [{ RESTRICTED_TERRITORIES: 'Germany' }, /RESTRICTED_TERRITORIES/],
    [{ CORS_ORIGINS: 'partner' }, /CORS_ORIGINS/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ BET_MAX_USD: '1e5' }, /BET_MAX_USD must be a positive amount/],
    [{ MAX_PROFIT_USD: '-5' }, /MAX_PROFIT_USD/],
  ])('rejects %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('treats blank optional URLs as unset', () => {
    expect(loadConfig({ DATABASE_URL: ' ', REDIS_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('parses the lists', () => {
    const config = loadConfig({ RESTRICTED_TERRITORIES: 'de, at', CORS_ORIGINS: 'https://a.example' });
    expect(config.restrictedTerritories).toEqual(['DE', 'AT']);
    expect(config.corsOrigins).toEqual(['https://a.example']);
  });
});
