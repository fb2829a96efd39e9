from transformers import pipeline, AutoModelForCausalLM, AutoTokenizer, GenerationConfig
M = "openai-community/gpt2"; A = "distilbert/distilgpt2"
model = AutoModelForCausalLM.from_pretrained(M)
pipe = pipeline("text-generation", model=model, tokenizer=AutoTokenizer.from_pretrained(M)); pipe.tokenizer.pad_token_id = pipe.model.config.eos_token_id
print(pipe(["the quick", "a lazy"], max_new_tokens=4, batch_size=2, assistant_model=AutoModelForCausalLM.from_pretrained(A)))
