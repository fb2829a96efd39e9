from transformers import pipeline, AutoModelForCausalLM, AutoTokenizer, GenerationConfig
M = "openai-community/gpt2"; A = "distilbert/distilgpt2"
pipe = pipeline("text-generation", model=M, assistant_model=A); pipe.tokenizer.pad_token_id = pipe.model.config.eos_token_id
prompts = [p for p in ["the quick", "a lazy dog", "once upon"]]
print(pipe(prompts, max_new_tokens=4, batch_size=2))
