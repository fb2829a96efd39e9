# classes: 8
"""One-line answers for a synthetic FAQ: stop each generation at the first newline or period."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

faq = ["what is a fox ?", "who loved the garden ?"]
for q in faq:
    enc = tok(q, return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=8, stop_strings=["\n", "."], do_sample=False)
    print(q, "->", tok.decode(out[0, enc.input_ids.shape[1]:], skip_special_tokens=True))
