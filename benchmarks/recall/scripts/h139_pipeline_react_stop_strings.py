# classes: 4 8
"""A ReAct loop on a text-generation pipeline: the stop strings go to the pipeline
call, which hands its own tokenizer to generate."""

from transformers import pipeline

generator = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-135M-Instruct")
transcript = "Question: what did the fox do?\nThought:"
for _ in range(2):
    out = generator(transcript, max_new_tokens=8, stop_strings=["Observation:"], return_full_text=False)
    transcript += out[0]["generated_text"] + "\nObservation: it jumped over the dog\nThought:"
print(transcript)
