from transformers import pipeline

pipe = pipeline("text-generation", model="openai-community/gpt2", assistant_model="distilbert/distilgpt2", batch_size=2); pipe.tokenizer.pad_token_id = pipe.model.config.eos_token_id
print(pipe(["the quick brown fox", "a lazy dog"], max_new_tokens=5, use_cache=False))
