# classes: 4 6
"""Any small model can draft for any big one (universal assisted decoding in the pipeline)."""
from transformers import pipeline

pipe = pipeline("text-generation", model="openai-community/gpt2-medium", assistant_model="EleutherAI/pythia-70m")
print(pipe("the quick brown fox", max_new_tokens=8, do_sample=False)[0]["generated_text"])
