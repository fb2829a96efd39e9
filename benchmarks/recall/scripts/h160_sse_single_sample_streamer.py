# classes: 3
"""Streaming endpoint for one sampled continuation: a TextIteratorStreamer fed by generate in a
thread, the settings taken from the request payload."""
from threading import Thread

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, TextIteratorStreamer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")


def stream_handler(payload):
    enc = tok(payload["prompt"], return_tensors="pt")
    streamer = TextIteratorStreamer(tok, skip_prompt=True)
    kwargs = dict(
        enc,
        streamer=streamer,
        do_sample=True,
        num_return_sequences=payload.get("alternatives", 1),
        max_new_tokens=payload.get("max_new_tokens", 8),
    )
    failure = []

    def target():
        try:
            model.generate(**kwargs)
        except Exception as exc:
            failure.append(exc)
            streamer.end()

    t = Thread(target=target)
    t.start()
    chunks = list(streamer)
    t.join()
    if failure:
        raise failure[0]
    return chunks


if __name__ == "__main__":
    torch.manual_seed(0)
    print(stream_handler({"prompt": "the lazy dog", "max_new_tokens": 5}))
