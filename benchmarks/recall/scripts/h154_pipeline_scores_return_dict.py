# classes: 4 8
"""Pipeline-based candidate generation that also wants the candidates' scores back."""

from transformers import pipeline

gen = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-135M")
res = gen("the queen said", max_new_tokens=4, do_sample=True, num_return_sequences=2, return_dict_in_generate=True, output_scores=True)
print([r["generated_text"] for r in res])
