from transformers import pipeline, AutoModelForCausalLM, AutoTokenizer, GenerationConfig
M = "openai-community/gpt2"; A = "distilbert/distilgpt2"
pipe = pipeline("text-generation", model=M, assistant_model=A, batch_size=2); pipe.tokenizer.pad_token_id = pipe.model.config.eos_token_id
print(pipe(["the quick", "a lazy dog"], max_new_tokens=4))
