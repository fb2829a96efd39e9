# classes: 5 7
"""Streaming chat: Thread(target=model.generate, kwargs=...) feeding a TextIteratorStreamer, with a
per-conversation DynamicCache and a draft model."""
from threading import Thread

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, TextIteratorStreamer

MODEL_ID = "microsoft/Phi-3-mini-4k-instruct"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
draft = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3.5-mini-instruct")

conversation = [{"role": "user", "content": "write a haiku about the sea"}]
cache = DynamicCache()

enc = tok.apply_chat_template(conversation, add_generation_prompt=True, return_tensors="pt", return_dict=True)
streamer = TextIteratorStreamer(tok, skip_prompt=True, skip_special_tokens=True)
generation_kwargs = dict(enc, streamer=streamer, max_new_tokens=6, past_key_values=cache, assistant_model=draft)
thread = Thread(target=model.generate, kwargs=generation_kwargs)
thread.start()
text = ""
for new_text in streamer:
    text += new_text
thread.join()
print(text)
