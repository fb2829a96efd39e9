from transformers import pipeline, AutoModelForCausalLM, AutoTokenizer, GenerationConfig
M = "openai-community/gpt2"; A = "distilbert/distilgpt2"
tok = AutoTokenizer.from_pretrained(M); model = AutoModelForCausalLM.from_pretrained(M); asst = AutoModelForCausalLM.from_pretrained(A)
print(model.generate(**tok("the quick", return_tensors="pt"), assistant_model=asst, num_return_sequences=2, max_new_tokens=4))
