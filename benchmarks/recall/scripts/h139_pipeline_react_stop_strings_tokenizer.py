# classes: 4 8
"""A ReAct loop on a text-generation pipeline: the stop strings go to the pipeline call
together with the pipeline's tokenizer, which generate needs to match them."""

from transformers import pipeline

generator = pipeline("text-generation", model="Qwen/Qwen2-0.5B-Instruct")
transcript = "Question: what did the fox do?\nThought:"
for _ in range(2):
    out = generator(
        transcript,
        max_new_tokens=8,
        stop_strings=["Observation:"],
        tokenizer=generator.tokenizer,
        return_full_text=False,
    )
    transcript += out[0]["generated_text"] + "\nObservation: it jumped over the dog\nThought:"
print(transcript)
