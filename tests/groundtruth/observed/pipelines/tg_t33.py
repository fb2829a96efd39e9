from transformers import pipeline, AutoModelForCausalLM, AutoTokenizer, GenerationConfig
M = "openai-community/gpt2"; A = "distilbert/distilgpt2"
pipe = pipeline("text-generation", model=M)
pipe.model.generation_config.prompt_lookup_num_tokens = 2
print(pipe("the quick the quick", max_new_tokens=4, use_cache=False))
