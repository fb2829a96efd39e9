# classes: 4 3
# The same batch job, streaming prompts one by one through the pipeline.
import os

from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

BATCH = int(os.environ.get("BATCH_SIZE", "1"))

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
pipe = pipeline("text-generation", model="Qwen/Qwen2.5-1.5B-Instruct", tokenizer=tok, assistant_model=draft)

prompts = ["hello world", "tell me a story", "the quick brown fox"]
for result in pipe(prompts, batch_size=BATCH, max_new_tokens=4):
    print(result[0]["generated_text"])
