# classes: 4 8
"""Speech pipeline with assistant_model given at construction and no num_beams: the pipeline's own defaults apply."""
import numpy as np
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor, pipeline

main_id, draft_id = "openai/whisper-large-v3", "distil-whisper/distil-large-v3"
processor = AutoProcessor.from_pretrained(main_id)
model = AutoModelForSpeechSeq2Seq.from_pretrained(main_id)
draft = AutoModelForSpeechSeq2Seq.from_pretrained(draft_id)

pipe = pipeline(
    "automatic-speech-recognition",
    model=model,
    tokenizer=processor.tokenizer,
    feature_extractor=processor.feature_extractor,
    generate_kwargs={"assistant_model": draft, "max_new_tokens": 8},
)
audio = (0.05 * np.random.default_rng(30).standard_normal(16000 * 2)).astype(np.float32)
print(pipe(audio)["text"])
