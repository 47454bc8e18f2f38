import { loadConfig } from '../config/config';
import { createFileStorage } from './create-file-storage';
import { LocalFileStorage } from './local-file-storage';
import { loadS3StorageConfig } from './s3-config';
import { S3FileStorage } from './s3-file-storage';

describe('S3 storage configuration', () => {
  it('is off (local disk) when no S3_* variable is set, even if empty ones are', () => {
    expect(loadS3StorageConfig({})).toBeNull();
    expect(loadS3StorageConfig({ S3_BUCKET: '', S3_REGION: '  ' })).toBeNull();
  });

  it('reads every variable, with us-east-1 and virtual-host addressing by default', () => {
    expect(loadS3StorageConfig({ S3_BUCKET: 'esencia-archivos' })).toEqual({
      bucket: 'esencia-archivos',
      region: 'us-east-1',
      endpoint: null,
      credentials: null,
      forcePathStyle: false,
      publicUrl: null,
    });
    expect(
      loadS3StorageConfig({
        S3_BUCKET: 'esencia',
        S3_ENDPOINT: 'http://minio.local:9000/',
        S3_REGION: 'sa-east-1',
        S3_ACCESS_KEY_ID: 'clave',
        S3_SECRET_ACCESS_KEY: 'secreto',
        S3_PUBLIC_URL: 'https://cdn.esencia.pe/archivos/',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toEqual({
      bucket: 'esencia',
      region: 'sa-east-1',
      endpoint: 'http://minio.local:9000',
      credentials: { accessKeyId: 'clave', secretAccessKey: 'secreto' },
      forcePathStyle: true,
      publicUrl: 'https://cdn.esencia.pe/archivos',
    });
  });

  it('accepts a public base that is a path on this site', () => {
    expect(loadS3StorageConfig({ S3_BUCKET: 'esencia', S3_PUBLIC_URL: '/media/' })?.publicUrl).toBe('/media');
  });

  it.each([
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'Configuración de S3 incompleta: falta S3_BUCKET (hay S3_ENDPOINT).'],
    [
      { S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_PUBLIC_URL: 'https://cdn.pe' },
      'falta S3_BUCKET (hay S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL)',
    ],
    [{ S3_BUCKET: 'esencia', S3_ACCESS_KEY_ID: 'k' }, 'Configuración de S3 incompleta: falta S3_SECRET_ACCESS_KEY.'],
    [{ S3_BUCKET: 'esencia', S3_SECRET_ACCESS_KEY: 's' }, 'Configuración de S3 incompleta: falta S3_ACCESS_KEY_ID.'],
    [{ S3_BUCKET: 'Mi_Bucket' }, 'S3_BUCKET no es un nombre de bucket válido ("Mi_Bucket")'],
    [{ S3_BUCKET: 'ab' }, 'S3_BUCKET no es un nombre de bucket válido ("ab")'],
    [{ S3_BUCKET: 'esencia', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT debe ser una URL http:// o https://'],
    [{ S3_BUCKET: 'esencia', S3_PUBLIC_URL: 'cdn.esencia.pe' }, 'S3_PUBLIC_URL debe ser una URL http:// o https://'],
    [{ S3_BUCKET: 'esencia', S3_PUBLIC_URL: '//cdn.esencia.pe' }, 'S3_PUBLIC_URL debe ser una URL http:// o https://'],
    [{ S3_BUCKET: 'esencia', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE debe ser "true" o "false", no "yes".'],
  ])('stops the start on a partial or malformed configuration %j', (env, message) => {
    expect(() => loadS3StorageConfig(env)).toThrow(message);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('chooses the adapter: local disk by default, S3 when S3_BUCKET is set', () => {
    const local = createFileStorage(loadConfig({ FILES_DIR: '/tmp/esencia-files' }));
    expect(local.storage).toBeInstanceOf(LocalFileStorage);
    expect(local.storage.publicUrl('products/a.webp')).toBe('/files/products/a.webp');

    const s3 = createFileStorage(
      loadConfig({ S3_BUCKET: 'esencia', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }),
    );
    try {
      expect(s3.storage).toBeInstanceOf(S3FileStorage);
      expect(s3.storage.publicUrl('products/a.webp')).toBe('/files/products/a.webp');
    } finally {
      s3.close();
    }
  });
});
