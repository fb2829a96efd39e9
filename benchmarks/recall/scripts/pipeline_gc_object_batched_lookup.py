# classes: 4 2
"""Bulk summarisation through a text-generation pipeline with prompt lookup."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, pipeline

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct", padding_side="left")
lm = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
generator = pipeline("text-generation", model=lm, tokenizer=tok)

lookup_config = GenerationConfig(prompt_lookup_num_tokens=3, max_new_tokens=6, do_sample=False)
docs = ["the king of the garden", "the queen of the red garden", "the dog", "a cat and a dog"]
results = generator(docs, generation_config=lookup_config, batch_size=2, return_full_text=False)
for doc, res in zip(docs, results):
    print(doc, "->", res[0]["generated_text"])
