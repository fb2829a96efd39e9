from transformers import pipeline, AutoModelForCausalLM, AutoTokenizer, GenerationConfig
M = "openai-community/gpt2"; A = "distilbert/distilgpt2"
tok = AutoTokenizer.from_pretrained(M); model = AutoModelForCausalLM.from_pretrained(M); asst = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
pipe = pipeline("text-generation", model=model, tokenizer=tok, assistant_model=asst)
print(pipe("the quick", max_new_tokens=4))
