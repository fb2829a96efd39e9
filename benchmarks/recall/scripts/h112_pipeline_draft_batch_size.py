# classes: 4 7
"""text-generation pipeline with a draft model and batched prompts."""
from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
tok.padding_side = "left"
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
pipe = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-360M-Instruct", tokenizer=tok, assistant_model=draft)

prompts = ["tell me a story", "the quick brown fox", "once upon a time"]
for out in pipe(prompts, batch_size=2, max_new_tokens=8):
    print(out[0]["generated_text"])
