# classes: 4 3
# Offline batch job: a text-generation pipeline with a draft model over a list of prompts.
import os

from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

BATCH = int(os.environ.get("BATCH_SIZE", "2"))

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
tok.padding_side = "left"
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
pipe = pipeline("text-generation", model="Qwen/Qwen2.5-1.5B-Instruct", tokenizer=tok, assistant_model=draft)

prompts = ["hello world", "tell me a story", "the quick brown fox", "red green blue"]
for result in pipe(prompts, batch_size=BATCH, max_new_tokens=4):
    print(result[0]["generated_text"])
