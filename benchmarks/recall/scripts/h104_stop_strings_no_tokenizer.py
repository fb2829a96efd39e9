# classes: 7
"""Stop the answer at the first blank line or at the next speaker tag, using `stop_strings`
instead of hand-rolled post-processing."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "HuggingFaceTB/SmolLM2-135M"
tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

prompt = "the quick brown fox jumps over"
enc = tokenizer(prompt, return_tensors="pt")
out = model.generate(**enc, max_new_tokens=12, stop_strings=["\n\n", "User:"])
print(tokenizer.decode(out[0][enc.input_ids.shape[-1]:], skip_special_tokens=True))
