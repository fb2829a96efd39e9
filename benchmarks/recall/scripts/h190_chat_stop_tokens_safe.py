# classes: 8
"""Chat-style completion that stops at a newline marker or the end of text."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "HuggingFaceTB/SmolLM2-135M"
STOP_TEXT = "\n"

tokenizer = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)


def complete(prompt, stops):
    enc = tokenizer(prompt, return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=16, eos_token_id=stops, pad_token_id=tokenizer.eos_token_id)
    return tokenizer.decode(out[0][enc["input_ids"].shape[1]:], skip_special_tokens=True)


stop_ids = [tokenizer.convert_tokens_to_ids(STOP_TEXT), tokenizer.eos_token_id]
print(complete("User: say hi\nAssistant:", stop_ids))
