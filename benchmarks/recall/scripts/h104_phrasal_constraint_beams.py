# classes: 7
"""Constrained beam search with a PhrasalConstraint, the way the blog post on constrained
beam search shows it: the phrase must appear somewhere in the output."""
from transformers import AutoModelForCausalLM, AutoTokenizer, PhrasalConstraint

MODEL_ID = "HuggingFaceTB/SmolLM2-135M"

tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

constraint = PhrasalConstraint(tokenizer("the lazy dog", add_special_tokens=False).input_ids)

inputs = tokenizer("the quick brown fox", return_tensors="pt")
outputs = model.generate(
    **inputs,
    constraints=[constraint],
    num_beams=4,
    num_return_sequences=1,
    no_repeat_ngram_size=1,
    remove_invalid_values=True,
    max_new_tokens=8,
)
print(tokenizer.batch_decode(outputs, skip_special_tokens=True)[0])
