from transformers import pipeline, AutoModelForCausalLM, AutoTokenizer, GenerationConfig
M = "openai-community/gpt2"; A = "distilbert/distilgpt2"
pipe = pipeline("text-generation", model=M, assistant_model=A)
def gen():
    for p in ["the quick", "a lazy dog", "once upon"]:
        yield p
for out in pipe(gen(), max_new_tokens=4):
    print(out)
