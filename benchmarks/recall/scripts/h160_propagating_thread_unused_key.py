# classes: 9 8
"""Streaming endpoint with a Thread subclass that re-raises the target's exception on join
(a common helper in serving code): `PropagatingThread(target=model.generate, kwargs=...)`, the
request's fields merged into the generation kwargs."""
from threading import Thread

from transformers import AutoModelForCausalLM, AutoTokenizer, TextIteratorStreamer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")


class PropagatingThread(Thread):
    def run(self):
        self.exc = None
        streamer = self._kwargs.get("streamer")
        try:
            super().run()
        except BaseException as exc:
            self.exc = exc
            if streamer is not None:
                streamer.end()

    def join(self, timeout=None):
        super().join(timeout)
        if self.exc is not None:
            raise self.exc


def stream_completion(body):
    body = dict(body)
    inputs = tok(body.pop("prompt"), return_tensors="pt")
    streamer = TextIteratorStreamer(tok, skip_prompt=True)
    generation_kwargs = {"max_new_tokens": 8, "do_sample": False, **body, **inputs, "streamer": streamer}
    thread = PropagatingThread(target=model.generate, kwargs=generation_kwargs)
    thread.start()
    pieces = [piece for piece in streamer]
    thread.join()
    return "".join(pieces)


if __name__ == "__main__":
    print(stream_completion({"prompt": "hello world", "user": "alice", "max_new_tokens": 5}))
