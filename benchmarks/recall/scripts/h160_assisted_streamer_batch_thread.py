# classes: 9 6
"""Streaming assisted generation for a "compare answers" view: two prompts are padded into one
batch, the draft model speeds it up, and a TextStreamer prints progress from the worker thread."""
from threading import Thread

from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
outcome = {}


def run(**kwargs):
    try:
        outcome["ids"] = model.generate(**kwargs)
    except Exception as exc:
        outcome["error"] = exc


if __name__ == "__main__":
    enc = tok(["hello world", "tell me a story about cats"], return_tensors="pt", padding=True)
    kwargs = dict(**enc, assistant_model=draft, max_new_tokens=5, do_sample=False, streamer=TextStreamer(tok))
    t = Thread(target=run, kwargs=kwargs)
    t.start()
    t.join()
    if "error" in outcome:
        raise outcome["error"]
    print(tok.batch_decode(outcome["ids"], skip_special_tokens=True))
