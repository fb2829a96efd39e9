from transformers import pipeline, AutoModelForCausalLM, AutoTokenizer, GenerationConfig
M = "openai-community/gpt2"; A = "distilbert/distilgpt2"
pipe = pipeline("text-generation", model=M, assistant_model=A, do_sample=False)
print(pipe("the quick", max_new_tokens=4, num_return_sequences=2))
