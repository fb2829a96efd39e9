from transformers import pipeline, AutoModelForCausalLM, AutoTokenizer, GenerationConfig
M = "openai-community/gpt2"; A = "distilbert/distilgpt2"
model = AutoModelForCausalLM.from_pretrained(M)
model.generation_config.use_cache = False
pipe = pipeline("text-generation", model=model, tokenizer=AutoTokenizer.from_pretrained(M), assistant_model=A)
print(pipe("the quick", max_new_tokens=4))
