# classes: 2 8
"""Console demo of a small serving loop: pending prompts are padded into one batch and the
output is printed as it is generated with a TextStreamer."""
from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
streamer = TextStreamer(tok, skip_prompt=True, skip_special_tokens=True)

pending = ["hello there", "tell me a story", "one two three"]
batch = tok(pending, return_tensors="pt", padding=True)
model.generate(**batch, streamer=streamer, max_new_tokens=6, do_sample=False)
