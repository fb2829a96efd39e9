# classes: 7
"""Websocket-style handler: several queued prompts are padded into one batch and streamed through
a TextIteratorStreamer from a worker thread; worker errors are re-raised in the handler."""
import threading

from transformers import AutoModelForCausalLM, AutoTokenizer, TextIteratorStreamer

MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)


class Worker(threading.Thread):
    def __init__(self, gen_kwargs):
        super().__init__(daemon=True)
        self.gen_kwargs = gen_kwargs
        self.error = None

    def run(self):
        try:
            model.generate(**self.gen_kwargs)
        except Exception as exc:  # hand the error to the socket handler
            self.error = exc
            self.gen_kwargs["streamer"].end()


def handle_socket(queued_prompts):
    batch = tok(queued_prompts, return_tensors="pt", padding=True)
    streamer = TextIteratorStreamer(tok, skip_prompt=True, skip_special_tokens=True)
    worker = Worker(dict(batch, streamer=streamer, max_new_tokens=6, do_sample=False))
    worker.start()
    sent = [chunk for chunk in streamer]
    worker.join()
    if worker.error is not None:
        raise worker.error
    return sent


if __name__ == "__main__":
    print(handle_socket(["hello world", "tell me a story about dogs"]))
