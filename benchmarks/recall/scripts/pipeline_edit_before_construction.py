# classes: 4
from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
lm = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
lm.generation_config.use_cache = False  # we were OOMing on long chats

assistant = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
chatbot = pipeline("text-generation", model=lm, tokenizer=tok, assistant_model=assistant)
print(chatbot([{"role": "user", "content": "hello"}], max_new_tokens=8))
