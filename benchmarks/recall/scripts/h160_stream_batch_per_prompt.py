# classes: 2
"""Console demo of a small serving loop: pending prompts are served one at a time and each
answer is printed as it is generated with a TextStreamer."""
from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
streamer = TextStreamer(tok, skip_prompt=True, skip_special_tokens=True)

pending = ["hello there", "tell me a story", "one two three"]
for prompt in pending:
    enc = tok([prompt], return_tensors="pt", padding=True)
    model.generate(**enc, streamer=streamer, max_new_tokens=6, do_sample=False)
