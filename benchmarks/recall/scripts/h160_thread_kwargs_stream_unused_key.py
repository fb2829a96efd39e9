# classes: 9 8
"""Streaming worker: the handler builds `generation_kwargs` from the request (prompt and
settings together) and starts `Thread(target=generate_worker, kwargs=generation_kwargs)`; the
worker records a failure so the handler can re-raise it."""
from threading import Thread

from transformers import AutoModelForCausalLM, AutoTokenizer, TextIteratorStreamer

tok = AutoTokenizer.from_pretrained("google/gemma-3-270m-it")
model = AutoModelForCausalLM.from_pretrained("google/gemma-3-270m-it")
FAILURES = []


def generate_worker(**kwargs):
    try:
        model.generate(**kwargs)
    except Exception as exc:
        FAILURES.append(exc)
        kwargs["streamer"].end()


def handle(request):
    inputs = tok(request["prompt"], return_tensors="pt")
    streamer = TextIteratorStreamer(tok, skip_prompt=True, skip_special_tokens=True)
    generation_kwargs = dict(request, **inputs, streamer=streamer, max_new_tokens=request.get("max_new_tokens", 8))
    thread = Thread(target=generate_worker, kwargs=generation_kwargs)
    thread.start()
    text = "".join(streamer)
    thread.join()
    if FAILURES:
        raise FAILURES.pop()
    return text


if __name__ == "__main__":
    print(handle({"prompt": "hello world", "do_sample": False, "max_new_tokens": 6}))
