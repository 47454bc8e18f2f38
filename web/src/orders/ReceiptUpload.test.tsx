import { MAX_UPLOAD_BYTES } from '@esencia/domain/media/image-upload';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReceiptUpload } from './ReceiptUpload';

const ORDER_ID = 'abcdefghijklmnopqrstuvwxyz234567';

/** An XMLHttpRequest the test drives: it records what was sent and answers when told to. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  readonly headers: Record<string, string> = {};
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
  }

  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    act(() => this.onload?.());
  }
  fail() {
    act(() => this.onerror?.());
  }
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

function choose(file: File) {
  fireEvent.change(fileInput(), { target: { files: [file] } });
}

const photo = (size = 2048, name = 'recibo.jpg') => {
  const file = new File(['x'], name, { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const lastRequest = () => {
  const request = FakeXhr.sent.at(-1);
  if (!request) throw new Error('nothing was sent');
  return request;
};

describe('ReceiptUpload', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lets the customer choose or take a photo (any image, the camera on phones)', () => {
    render(<ReceiptUpload orderId={ORDER_ID} receiptUrl={null} />);

    expect(fileInput()).toHaveAttribute('accept', 'image/*');
    const button = screen.getByRole('button', { name: 'Subir comprobante' });
    expect(button).toHaveAccessibleDescription('Sube una foto o captura de tu pago (JPG, PNG o WebP, hasta 5 MB).');
    const opened = vi.spyOn(fileInput(), 'click');
    fireEvent.click(button);
    expect(opened).toHaveBeenCalledOnce();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("uploads the photo to the order's address with a progress bar, then says 'Comprobante enviado' and shows it", () => {
    const onUploaded = vi.fn();
    render(<ReceiptUpload orderId={ORDER_ID} receiptUrl={null} onUploaded={onUploaded} />);

    const file = photo();
    choose(file);

    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`/api/orders/${ORDER_ID}/receipt`);
    expect(request.body?.get('file')).toBe(file);
    const progress = screen.getByRole('progressbar', { name: 'Progreso del envío del comprobante' });
    expect(progress).toHaveAttribute('value', '0');
    expect(screen.getByRole('button', { name: /Enviando comprobante/ })).toHaveAttribute('aria-disabled', 'true');

    request.progress(512, 2048);
    expect(progress).toHaveAttribute('value', '25');
    expect(screen.getByText('25%')).toBeInTheDocument();
    request.progress(2048, 2048);
    expect(screen.getByText('100%')).toBeInTheDocument();

    const receiptUrl = `/api/orders/${ORDER_ID}/receipt?v=1795359600000`;
    request.respond(201, { orderId: ORDER_ID, receiptUrl, message: 'Comprobante enviado' });

    expect(screen.getByRole('status')).toHaveTextContent('Comprobante enviado');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Comprobante de pago enviado' })).toHaveAttribute('src', receiptUrl);
    expect(screen.getByRole('button', { name: 'Cambiar comprobante' })).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith(receiptUrl);
  });

  it('shows the current receipt and offers to change it', () => {
    const receiptUrl = `/api/orders/${ORDER_ID}/receipt?v=1`;
    render(<ReceiptUpload orderId={ORDER_ID} receiptUrl={receiptUrl} />);

    const image = screen.getByRole('img', { name: 'Comprobante de pago enviado' });
    expect(image).toHaveAttribute('src', receiptUrl);
    expect(image.closest('a')).toHaveAttribute('href', receiptUrl);
    expect(screen.getByRole('button', { name: 'Cambiar comprobante' })).toBeInTheDocument();
  });

  it("refuses a photo over 5 MB before sending it, with the server's own message", () => {
    render(<ReceiptUpload orderId={ORDER_ID} receiptUrl={null} />);

    choose(photo(MAX_UPLOAD_BYTES + 1));

    expect(FakeXhr.sent).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent('La imagen no puede ser mayor a 5MB');
  });

  it('sends exactly 5 MB', () => {
    render(<ReceiptUpload orderId={ORDER_ID} receiptUrl={null} />);
    choose(photo(MAX_UPLOAD_BYTES));
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it.each([
    [
      415,
      { errorCode: 'IMAGE_NOT_ALLOWED', message: 'El archivo debe ser una imagen JPG, PNG o WebP' },
      'El archivo debe ser una imagen JPG, PNG o WebP',
    ],
    [
      409,
      {
        errorCode: 'RECEIPT_NOT_ALLOWED',
        message: 'Solo puedes adjuntar el comprobante de un pedido en proceso que pagas con Yape, Plin o transferencia',
      },
      'Solo puedes adjuntar el comprobante de un pedido en proceso que pagas con Yape, Plin o transferencia',
    ],
    [502, '<html>Bad gateway</html>', 'No se pudo enviar el comprobante. Intenta de nuevo.'],
  ])('shows the server’s refusal (%i) in Spanish', (status, body, message) => {
    render(<ReceiptUpload orderId={ORDER_ID} receiptUrl={null} />);
    choose(photo());

    lastRequest().respond(status, body);

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir comprobante' })).not.toHaveAttribute('aria-disabled');
  });

  it('says so when the connection fails, and a new try clears the error', () => {
    render(<ReceiptUpload orderId={ORDER_ID} receiptUrl={null} />);
    choose(photo());
    lastRequest().fail();
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo enviar el comprobante. Intenta de nuevo.');

    choose(photo());
    expect(FakeXhr.sent).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cancels an upload in flight when the page is left', () => {
    const { unmount } = render(<ReceiptUpload orderId={ORDER_ID} receiptUrl={null} />);
    choose(photo());
    unmount();
    expect(lastRequest().aborted).toBe(true);
  });
});
