# classes: 7
"""Near miss: `stop_strings` with the tokenizer passed to generate, as the docs require."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "Qwen/Qwen2.5-0.5B"
tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

enc = tokenizer("the quick brown fox jumps over", return_tensors="pt")
out = model.generate(
    **enc,
    max_new_tokens=12,
    stop_strings=["\n\n", "User:"],
    tokenizer=tokenizer,
)
print(tokenizer.decode(out[0][enc.input_ids.shape[-1]:], skip_special_tokens=True))
