# classes: 4
from transformers import GenerationConfig, pipeline

writer = pipeline("text-generation", model="microsoft/phi-2")
sampling = GenerationConfig(do_sample=True, num_return_sequences=3, max_new_tokens=6, prompt_lookup_num_tokens=3)
for item in writer("the cat and the dog and the cat and the", generation_config=sampling):
    print(item["generated_text"])
