# classes: 3 2
"""Few-shot eval: prompts built by a comprehension over the task's questions, decoded with prompt lookup in one batch."""
from transformers import AutoModelForCausalLM, AutoTokenizer

FEWSHOT = "Q: one two three\nA: one two three\n"
QUESTIONS = ["red green blue", "the cat and the dog", "four five six"]

tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-70m")
tok.pad_token = tok.eos_token
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-70m")
prompts = [f"{FEWSHOT}Q: {q}\nA:" for q in QUESTIONS]
enc = tok(prompts, return_tensors="pt", padding=True)
out = model.generate(**enc, prompt_lookup_num_tokens=3, max_new_tokens=8)
print(tok.batch_decode(out, skip_special_tokens=True))
