# classes: 9
"""Streaming worker: the handler takes the prompt out of the request, builds
`generation_kwargs` from the remaining settings and starts
`Thread(target=generate_worker, kwargs=generation_kwargs)`."""
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
    settings = dict(request)
    inputs = tok(settings.pop("prompt"), return_tensors="pt")
    streamer = TextIteratorStreamer(tok, skip_prompt=True, skip_special_tokens=True)
    generation_kwargs = dict(settings, **inputs, streamer=streamer, max_new_tokens=settings.get("max_new_tokens", 8))
    thread = Thread(target=generate_worker, kwargs=generation_kwargs)
    thread.start()
    text = "".join(streamer)
    thread.join()
    if FAILURES:
        raise FAILURES.pop()
    return text


if __name__ == "__main__":
    print(handle({"prompt": "hello world", "do_sample": False, "max_new_tokens": 6}))
