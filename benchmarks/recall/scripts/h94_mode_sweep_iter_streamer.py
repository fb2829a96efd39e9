# classes: 2 7
"""Benchmark of decoding modes streamed through a TextIteratorStreamer (thread per mode, errors
collected and printed at the end, then re-raised)."""
import threading

from transformers import AutoModelForCausalLM, AutoTokenizer, TextIteratorStreamer

MODEL_ID = "JackFram/llama-68m"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

MODES = [
    ("greedy", {}),
    ("topk", {"do_sample": True, "top_k": 10}),
    ("contrastive-like", {"do_sample": True, "num_return_sequences": 2}),
]

enc = tok("tell me a story", return_tensors="pt")
errors = {}
for name, extra in MODES:
    streamer = TextIteratorStreamer(tok, skip_prompt=True)

    def work(extra=extra, streamer=streamer, name=name):
        try:
            model.generate(**enc, streamer=streamer, max_new_tokens=6, **extra)
        except Exception as exc:
            errors[name] = exc
            streamer.end()

    th = threading.Thread(target=work)
    th.start()
    print(name, "".join(streamer))
    th.join()
if errors:
    raise next(iter(errors.values()))
