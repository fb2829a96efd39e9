from transformers import pipeline, AutoModelForCausalLM, AutoTokenizer, GenerationConfig
M = "openai-community/gpt2"; A = "distilbert/distilgpt2"
pipe = pipeline("text-generation", model=M, assistant_model=A)
pipe.model.generation_config.num_return_sequences = 2
print(pipe("the quick", max_new_tokens=4))
# hflint-misses: 5.20.2 5.23.0 5.24.0  greedy decoding asking for several sequences raises the validation error HF134 quotes, which HF134 claims only where the call samples and the model config does not; plain greedy is no code's
