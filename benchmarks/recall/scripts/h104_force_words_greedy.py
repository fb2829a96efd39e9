# classes: 7
"""Keyword-guided story generation: force a couple of words into the continuation with
`force_words_ids`, decoding greedily to keep it deterministic for the snapshot tests."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "openai-community/gpt2"

tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

KEYWORDS = ["king", "garden"]
force_words_ids = [tokenizer(w, add_special_tokens=False).input_ids for w in KEYWORDS]

inputs = tokenizer("once upon a time there lived", return_tensors="pt")
out = model.generate(
    **inputs,
    force_words_ids=force_words_ids,
    max_new_tokens=10,
    do_sample=False,
)
print(tokenizer.decode(out[0], skip_special_tokens=True))
