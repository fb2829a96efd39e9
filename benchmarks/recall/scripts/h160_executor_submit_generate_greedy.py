# classes: 9 3
"""Streaming through an executor: `pool.submit(model.generate, **generation_kwargs)` runs
generate off the request thread while the handler reads a TextIteratorStreamer; the request
keeps the default single beam."""
from concurrent.futures import ThreadPoolExecutor

from transformers import AutoModelForCausalLM, AutoTokenizer, TextIteratorStreamer

tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-160m")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m")
POOL = ThreadPoolExecutor(max_workers=2)


def handle(body):
    enc = tok(body["prompt"], return_tensors="pt")
    streamer = TextIteratorStreamer(tok, skip_prompt=True)
    generation_kwargs = dict(enc, streamer=streamer, max_new_tokens=6, num_beams=body.get("num_beams", 1))
    future = POOL.submit(model.generate, **generation_kwargs)
    future.add_done_callback(lambda f: f.exception() and streamer.end())
    text = "".join(streamer)
    future.result()
    return text


if __name__ == "__main__":
    print(handle({"prompt": "the quick brown fox"}))
    POOL.shutdown()
