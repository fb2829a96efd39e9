# classes: 8 5
"""'Apply this edit' tool: prompt lookup decoding over the original file, with a static cache for speed."""
from transformers import AutoModelForCausalLM, AutoTokenizer

CHECKPOINT = "Qwen/Qwen2.5-0.5B"

tokenizer = AutoTokenizer.from_pretrained(CHECKPOINT)
model = AutoModelForCausalLM.from_pretrained(CHECKPOINT)

original = "def add(a, b):\n    return a + b\n\n\ndef sub(a, b):\n    return a - b\n"
instruction = "rename add to plus"
prompt = f"# file\n{original}\n# edit: {instruction}\n# new file\n"

inputs = tokenizer(prompt, return_tensors="pt")
out = model.generate(
    **inputs,
    prompt_lookup_num_tokens=10,
    max_new_tokens=12,
    cache_implementation="static",
    do_sample=False,
)
print(tokenizer.decode(out[0], skip_special_tokens=True))
