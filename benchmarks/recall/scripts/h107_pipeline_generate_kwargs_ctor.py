# classes: 4
"""A small QA service: the text-generation pipeline is built once with generate_kwargs={...} (as
the speech-recognition pipeline takes them) and answers a list of questions."""
from transformers import pipeline

GEN_KWARGS = {"max_new_tokens": 10, "do_sample": False, "repetition_penalty": 1.1}
qa = pipeline("text-generation", model="Qwen/Qwen2.5-0.5B-Instruct", generate_kwargs=GEN_KWARGS)

for q in ["What is the boiling point of water?", "Who wrote Hamlet?"]:
    print(qa(q, return_full_text=False)[0]["generated_text"])
