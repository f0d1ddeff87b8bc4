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
    [{ TEST_FAUCET_USD_PER_HOUR: '0' }, /TEST_FAUCET_USD_PER_HOUR must be a positive amount/],
    [{ TEST_FAUCET_USD_PER_HOUR: '10.001' }, /TEST_FAUCET_USD_PER_HOUR/],
    [{ ALLOW_SIMULATED_CHAIN: 'yes' }, /ALLOW_SIMULATED_CHAIN/],
    [{ CHAT_REGIONS: 'english' }, /CHAT_REGIONS/],
    [{ CHAT_REGIONS: ' , ' }, /CHAT_REGIONS must name at least one region/],
    [{ CHAT_MIN_WAGER_USD: '-1' }, /CHAT_MIN_WAGER_USD/],
    [{ CHAT_TIP_DAILY_USD: '0' }, /CHAT_TIP_DAILY_USD must be a positive amount/],
    [{ CHAT_RETENTION_DAYS: '0' }, /CHAT_RETENTION_DAYS/],
  ])('rejects %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads the chat settings, where 0 turns a wager rule off', () => {
    const config = loadConfig({
      CHAT_REGIONS: 'EN, pt-br,en',
      CHAT_MIN_WAGER_USD: '0',
      CHAT_RAIN_MIN_WAGER_USD: '0',
    });
    expect(config.chat).toMatchObject({ regions: ['en', 'pt-br'], minWagerUsd: '0', rainMinWagerUsd: '0' });
  });

  it('treats blank optional URLs as unset', () => {
    expect(loadConfig({ DATABASE_URL: ' ', REDIS_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('parses the lists', () => {
    const config = loadConfig({ RESTRICTED_TERRITORIES: 'de, at', CORS_ORIGINS: 'https://a.example' });
    expect(config.restrictedTerritories).toEqual(['DE', 'AT']);
    expect(config.corsOrigins).toEqual(['https://a.example']);
  });

  describe('the simulated chain on a public site', () => {
    it('refuses to start on an https PUBLIC_URL, with one line saying what to set', () => {
      for (const url of ['https://casino.example', 'HTTPS://casino.example/']) {
        const start = () => loadConfig({ PUBLIC_URL: url });
        expect(start).toThrow(ConfigError);
        expect(start).toThrow(/simulated.*PUBLIC_URL is https.*ALLOW_SIMULATED_CHAIN=true/);
        expect(() => loadConfig({ PUBLIC_URL: url, ALLOW_SIMULATED_CHAIN: 'false' })).toThrow(ConfigError);
      }
      expect(() => loadConfig({ PUBLIC_URL: 'https://casino.example' })).toThrow(/^[^\n]+$/);
    });

    it('runs there when the operator allows it on purpose', () => {
      for (const allow of ['true', '1']) {
        const config = loadConfig({ PUBLIC_URL: 'https://casino.example', ALLOW_SIMULATED_CHAIN: allow });
        expect(config.chainAdapter).toBe('simulated');
      }
    });

    it('runs without asking on a local or plain-http address', () => {
      expect(loadConfig({}).chainAdapter).toBe('simulated');
      expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).chainAdapter).toBe('simulated');
    });
  });

  it('caps the test-coin faucet at $10,000 an hour unless told otherwise', () => {
    expect(loadConfig({}).testFaucetUsdPerHour).toBe('10000');
    expect(loadConfig({ TEST_FAUCET_USD_PER_HOUR: '250.50' }).testFaucetUsdPerHour).toBe('250.50');
  });
});
