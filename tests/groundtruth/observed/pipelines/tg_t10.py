from transformers import pipeline, AutoModelForCausalLM, AutoTokenizer, GenerationConfig
M = "openai-community/gpt2"; A = "distilbert/distilgpt2"
model = AutoModelForCausalLM.from_pretrained(M); asst = AutoModelForCausalLM.from_pretrained(A)
pipe = pipeline("text-generation", model=model, assistant_model=asst)
print(pipe(["the quick", "a lazy dog"], max_new_tokens=4, batch_size=2))
