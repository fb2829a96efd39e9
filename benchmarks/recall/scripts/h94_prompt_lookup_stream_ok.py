# classes: 7
"""Prompt-lookup decoding streamed through a TextIteratorStreamer in a thread; one document at a
time, greedy."""
from threading import Thread

from transformers import AutoModelForCausalLM, AutoTokenizer, TextIteratorStreamer

MODEL_ID = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

doc = "the king and the queen lived in a garden. the king and the queen loved the garden. the king"
enc = tok(doc, return_tensors="pt")
streamer = TextIteratorStreamer(tok, skip_prompt=True)
gen_kwargs = {**enc, "streamer": streamer, "prompt_lookup_num_tokens": 3, "max_new_tokens": 6}
t = Thread(target=model.generate, kwargs=gen_kwargs)
t.start()
print("".join(streamer))
t.join()
